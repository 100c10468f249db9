// The packages module's face: what the rest of the server may use of it. Other modules import only this file.
export {
  deletePackage,
  findPackageById,
  insertPackage,
  isPackageNameTaken,
  listNamesStartingWith,
  listPackageNamesByWhmName,
  listPackages,
  listPackagesOnWhmPackage,
  lockPackage,
  packageDisplayName,
  packageIsFree,
  updatePackage,
} from './repo.js';
export type { NewPackage } from './repo.js';
export { packageRoutes } from './routes.js';
export { toPackageView } from './service.js';
export type { PackageService } from './service.js';
export { wire } from './wire.js';
