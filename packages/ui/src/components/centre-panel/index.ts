export { CentrePanel, type CentrePanelProps, type CentrePanelVip } from "./centre-panel";
