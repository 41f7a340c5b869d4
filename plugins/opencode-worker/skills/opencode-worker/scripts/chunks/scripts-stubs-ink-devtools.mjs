import { createRequire as __ocwCreateRequire } from 'node:module';
const require = __ocwCreateRequire(import.meta.url);
