// The roster import writes the school's structure (networks, schools, classes, who is in them, guardians)
// through here, in its own transaction: registrations owns those tables.
export {
  addGuardians,
  addMembers,
  archiveClassGroups,
  deactivateClients,
  insertSourcedClasses,
  insertSourcedNetworks,
  insertSourcedSchools,
  linkSchoolsToNetworks,
  removeMembers,
  unlinkNetworks,
  updateClassGroup,
  updateClient,
  updateNetwork,
} from "./registration-batch.repository.ts";
