// Test data factories: `build*` return valid input (what a form or an API client sends), built
// from the same builders the demo seed uses (server/seed/inputs.ts); `create*` store one through
// the services. End-to-end tests send `build*` output over HTTP (tests/e2e/support/data.ts).
// `buildCarRecord` is the odd one: a stored car as the API answers it, for tests without a database.
export { buildCar, buildCarRecord, buildCarRow, buildFullCar, createCar } from './cars';
export { buildPost, createPost } from './posts';
export {
  buildAppraisal,
  buildContact,
  buildTestDrive,
  createAppraisal,
  createContact,
  createTestDrive,
} from './requests';
export { uniqueTag } from './unique';
