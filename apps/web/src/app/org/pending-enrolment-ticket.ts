import { LOCAL_STORED, readStored } from "../../lib/storage/stored-values";

/**
 * The enrolment a company-only org link left in storage, if any (expired ones too: the machine explains them). Apart
 * from the component that finishes it, which loads only when a ticket is stored.
 */
export const pendingEnrolment = (storage: Storage) => readStored(storage, LOCAL_STORED.orgEnrolment);
