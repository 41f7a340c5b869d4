// ink loads its devtools module (react-devtools-core plus a `ws` window polyfill) only when DEV=true.
// The bundle ships without them; this empty module stands in so nothing outside node: is imported.
export {};
