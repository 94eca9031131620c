export { FaqAccordion, type FaqAccordionProps, type FaqItem } from "./faq-accordion";
