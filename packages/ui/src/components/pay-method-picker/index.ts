export { PayMethodMark } from "./pay-method-mark";
export { PayMethodPicker, type PayMethodPickerProps } from "./pay-method-picker";
export { PAY_METHOD_KINDS, type PayMethodKind, payMethodLabel } from "./pay-methods";
