// Public entry of the UI kit: the theme, layout primitives and components. It never calls the API.

export { Box, type BoxProps } from "./components/box";
export { Breadcrumb, type BreadcrumbItem, type BreadcrumbProps } from "./components/breadcrumb";
export { Button, type ButtonProps } from "./components/button";
export { Carousel, type CarouselProps, type CarouselSlide } from "./components/carousel";
export { EmptyState, type EmptyStateProps } from "./components/empty-state";
export { ErrorState, type ErrorStateProps } from "./components/error-state";
export { Inline, type InlineProps } from "./components/inline";
export { LazyImage, type LazyImageProps } from "./components/lazy-image";
export { OrgBackButton, type OrgBackButtonProps } from "./components/org-back-button";
export { PageColumn, type PageColumnProps } from "./components/page-column";
export { QrCode, type QrCodeProps } from "./components/qr-code";
export { SearchBox, type SearchBoxProps } from "./components/search-box";
export { SMS_RESEND_SECONDS, SmsCodeButton, type SmsCodeButtonProps } from "./components/sms-code-button";
export { Stack, type StackProps } from "./components/stack";
export { type TabItem, Tabs, type TabsProps } from "./components/tabs";
export { TextField, type TextFieldProps } from "./components/text-field";
export type { NavigateHandler } from "./navigation/link-target";
export { lightThemeClass, type Sprinkles, sprinkles, themeClass, vars } from "./theme";
export { UI_TEXT } from "./ui.messages";
