export {
  collectFingerprint,
  splitFingerprint,
  stableHashInput,
  type DeviceFingerprint,
  type CollectOptions,
} from './collect';
export { recordFingerprint } from './record';
export { sha256Hex, sha256HexSync } from './sha256';
export { COMMON_FONTS } from './fonts';
