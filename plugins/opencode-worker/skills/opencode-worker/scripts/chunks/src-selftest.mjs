import { createRequire as __ocwCreateRequire } from 'node:module';
const require = __ocwCreateRequire(import.meta.url);
import {
  ANSWER_RUNG,
  LIAR,
  REPLAY_NOTICE,
  RUNGS,
  TOP_SIZE,
  compare,
  decide,
  describeRun,
  dispatchGated,
  dispatchGatedDetached,
  earnGrade,
  headline,
  judge,
  ladderReplay,
  materialize,
  planFromTarget,
  runDemo,
  selftest,
  selftestEntry,
  tally
} from "./shared-src-selftest-rungs.mjs";
import "./shared-src-schema-precompiled-gen.mjs";
import "./shared-empty.mjs";
export {
  ANSWER_RUNG,
  LIAR,
  REPLAY_NOTICE,
  RUNGS,
  TOP_SIZE,
  compare,
  describeRun,
  dispatchGated,
  dispatchGatedDetached,
  earnGrade,
  headline,
  judge,
  decide as ladderPermission,
  ladderReplay,
  materialize,
  planFromTarget,
  runDemo,
  selftest,
  selftestEntry,
  tally
};
