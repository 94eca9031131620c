export { Button, type ButtonProps } from "./button";
export { ButtonLink, type ButtonLinkProps } from "./button-link";
