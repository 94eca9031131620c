export { connectOrderCreate } from "./order-create.connect";
export { orderCreateMachine } from "./order-create.machine";
export {
  DEFAULT_ORDER_CREATE_TIMINGS,
  type OrderAttempt,
  type OrderChoices,
  type OrderCreateContext,
  type OrderCreateEvent,
  type OrderCreateFailure,
  type OrderCreateInput,
  type OrderCreateTimings,
  type OrderCreateView,
} from "./order-create.types";
