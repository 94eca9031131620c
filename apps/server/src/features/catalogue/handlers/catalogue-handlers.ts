import type { catalogueContracts, relatedContracts } from "@taxlearn/api";
import type { HandlersFor } from "../../../http/mount-contracts";

/** Handlers of catalogue and related-content contracts; each file of this folder answers one group of them. */
export type CatalogueHandlers = HandlersFor<typeof catalogueContracts> & HandlersFor<typeof relatedContracts>;
