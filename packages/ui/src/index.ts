// Public entry of the UI kit: the theme, layout primitives and components. It never calls the API.

export { AGENT_CONSOLE_TEXT } from "./agent-console.messages";
export { CHAT_TEXT } from "./chat.messages";
export { COMMERCE_UI_TEXT } from "./commerce.messages";
export { AdminShell, type AdminShellProps, type AdminShellSection } from "./components/admin-shell";
export { AdminTable, type AdminTableColumn, type AdminTableProps, type AdminTableRow } from "./components/admin-table";
export {
  AgentConsole,
  type AgentConsoleProps,
  type AgentConversationItem,
  type AgentQueueItem,
  type AgentThread,
  type AgentTicketItem,
} from "./components/agent-console";
export { AnswerItem, type AnswerItemProps } from "./components/answer-item";
export { ArticleListItem, type ArticleListItemProps } from "./components/article-list-item";
export {
  AskForm,
  type AskFormLimits,
  type AskFormProps,
  type AskFormValues,
  AskLoginPrompt,
  type AskLoginPromptProps,
} from "./components/ask-form";
export {
  ASSISTANT_CHAT_TEXT,
  AssistantChat,
  type AssistantChatProps,
  type AssistantCitationItem,
  type AssistantSessionItem,
  type AssistantTurnItem,
} from "./components/assistant-chat";
export { AvatarUploader, type AvatarUploaderProps } from "./components/avatar-uploader";
export { Box, type BoxProps } from "./components/box";
export { Breadcrumb, type BreadcrumbProps } from "./components/breadcrumb";
export { Button, ButtonLink, type ButtonLinkProps, type ButtonProps } from "./components/button";
export { CaptchaField, type CaptchaFieldProps, type CaptchaFieldStatus } from "./components/captcha-field";
export { CardPlacer, type CardPlacerProps } from "./components/card-placer";
export { Carousel, type CarouselProps, type CarouselSlide } from "./components/carousel";
export { CentreMenu, type CentreMenuProps } from "./components/centre-menu";
export { CentrePanel, type CentrePanelProps, type CentrePanelVip } from "./components/centre-panel";
export {
  type ChatBubble,
  type ChatConnectionStatus,
  type ChatOfflineForm,
  ChatWindow,
  type ChatWindowProps,
} from "./components/chat-window";
export { CollectToggle, type CollectToggleProps } from "./components/collect-toggle";
export { ContentBadge, type ContentBadgeProps } from "./components/content-badge";
export {
  CourseCard,
  type CourseCardProps,
  CourseCardSkeleton,
  CourseLabelBadgeImage,
  type CourseLabelBadgeImageProps,
  type LabelBadgeImage,
  type LabelBadgeImages,
} from "./components/course-card";
export { EmptyState, type EmptyStateProps } from "./components/empty-state";
export { ErrorState, type ErrorStateProps } from "./components/error-state";
export { ExamQuestion, type ExamQuestionProps } from "./components/exam-question";
export { FaqAccordion, type FaqAccordionProps, type FaqItem } from "./components/faq-accordion";
export { FilterChips, type FilterChipsProps, type FilterOption } from "./components/filter-chips";
export {
  DEFAULT_FOOTER_LINK_HREFS,
  Footer,
  type FooterLinkHrefs,
  type FooterProps,
  type FooterQrUrls,
} from "./components/footer";
export { HelpArticle, type HelpArticleProps } from "./components/help-article";
export { type HelpCategory, HelpCategoryGrid, type HelpCategoryGridProps } from "./components/help-category-grid";
export { HighlightText, type HighlightTextProps } from "./components/highlight-text";
export { Inline, type InlineProps } from "./components/inline";
export { InvoiceOrderOption, type InvoiceOrderOptionProps } from "./components/invoice-order-option";
export {
  InvoiceRecordCard,
  type InvoiceRecordCardProps,
  type InvoiceRecordOrder,
} from "./components/invoice-record-card";
export { InvoiceStatusTag, type InvoiceStatusTagProps } from "./components/invoice-status-tag";
export { InvoiceTitleCard, type InvoiceTitleCardProps } from "./components/invoice-title-card";
export { LazyImage, type LazyImageProps } from "./components/lazy-image";
export { LecturerList, type LecturerListProps } from "./components/lecturer-list";
export { Link, type LinkProps } from "./components/link";
export { LiveCell, type LiveCellProps, type LiveJumpSource, type LiveSpecialLogo } from "./components/live-cell";
export {
  type LiveChatConnection,
  type LiveChatLine,
  type LiveChatModeration,
  LiveChatPanel,
  type LiveChatPanelProps,
} from "./components/live-chat-panel";
export * from "./components/live-room";
export { LoginGate, type LoginGateProps } from "./components/login-gate";
export { LoginStatusCard, type LoginStatusCardProps, type LoginStatusCardState } from "./components/login-status-card";
export { MainNav, type MainNavProps } from "./components/main-nav";
export { type MessageBoxAnswer, type MessageBoxApi, MessageBoxProvider, useMessageBox } from "./components/message-box";
export { MessageList, type MessageListItem, type MessageListProps } from "./components/message-list";
export { Modal, ModalLayer, type ModalProps } from "./components/modal";
export {
  type NotificationApi,
  type NotificationOptions,
  type NotificationPosition,
  NotificationProvider,
  useNotification,
} from "./components/notification";
export { OrderRow, type OrderRowOrder, type OrderRowProps, type OrderRowStatus } from "./components/order-row";
export { OrgBackButton, type OrgBackButtonProps } from "./components/org-back-button";
export { OrgEnrolmentNotice, type OrgEnrolmentNoticeProps } from "./components/org-enrolment-notice";
export { PageColumn, type PageColumnProps } from "./components/page-column";
export { Pagination, type PaginationProps } from "./components/pagination";
export {
  PAY_METHOD_KINDS,
  type PayMethodKind,
  PayMethodMark,
  PayMethodPicker,
  type PayMethodPickerProps,
  payMethodLabel,
} from "./components/pay-method-picker";
export {
  formatCountdown,
  PaymentQrPanel,
  type PaymentQrPanelProps,
  type PaymentQrPanelStatus,
} from "./components/payment-qr-panel";
export { PriceTag, type PriceTagProps } from "./components/price-tag";
export { PromoBar, type PromoBarProps } from "./components/promo-bar";
export { QrCode, type QrCodeProps } from "./components/qr-code";
export { QrLoginCard, type QrLoginCardProps, type QrLoginCardStatus } from "./components/qr-login-card";
export { QuestionCard, type QuestionCardProps } from "./components/question-card";
export { Rating, type RatingProps } from "./components/rating";
export { RegionalRecommendation, type RegionalRecommendationProps } from "./components/regional-recommendation";
export { SearchBox, type SearchBoxProps } from "./components/search-box";
export { SectionHeader, type SectionHeaderProps } from "./components/section-header";
export { SideToolbar, type SideToolbarProps, type SideToolbarQrUrls } from "./components/side-toolbar";
export { SMS_RESEND_SECONDS, SmsCodeButton, type SmsCodeButtonProps } from "./components/sms-code-button";
export { Stack, type StackProps } from "./components/stack";
export {
  StorageAccessPrompt,
  type StorageAccessPromptProps,
  type StorageAccessState,
} from "./components/storage-access-prompt";
export {
  type SubscriptionChip,
  SubscriptionChips,
  type SubscriptionChipsProps,
} from "./components/subscription-chips";
export { type TabItem, Tabs, type TabsProps } from "./components/tabs";
export { TextArea, type TextAreaProps } from "./components/text-area";
export { TextField, type TextFieldProps } from "./components/text-field";
export { type TileColumns, Tiles, type TilesProps, type TileWidth } from "./components/tiles";
export { type ToastApi, type ToastOptions, ToastProvider, type ToastType, useToast } from "./components/toast";
export { TopBar, type TopBarExternalLinks, type TopBarProps } from "./components/top-bar";
export { UiProvider } from "./components/ui-provider";
export { UnreadBadge, type UnreadBadgeProps } from "./components/unread-badge";
export {
  ValidityBanner,
  type ValidityBannerChange,
  type ValidityBannerProps,
  type ValidityBannerValidity,
} from "./components/validity-banner";
export { VipBanner, type VipBannerProps } from "./components/vip-banner";
export {
  VipProductCard,
  type VipProductCardProduct,
  type VipProductCardProps,
  vipDurationLabel,
} from "./components/vip-product-card";
export {
  type VipRight,
  VipRightsGrid,
  type VipRightsGridProps,
  type VipRightsGroup,
} from "./components/vip-rights-grid";
export { VisuallyHidden, type VisuallyHiddenProps } from "./components/visually-hidden";
export { useDeferredActor, useDeferredSnapshot } from "./deferred-actor/use-deferred-actor";
export { LIVE_ROOM_TEXT } from "./live-room.messages";
export { LinkNavigationProvider, type NavigateHandler, useLinkNavigate } from "./navigation/link-target";
export { QA_HELP_TEXT } from "./qa-help.messages";
export {
  type Breakpoint,
  belowBreakpoint,
  breakpoints,
  focusRing,
  focusRingInset,
  lightThemeClass,
  onDarkFocusRing,
  type Sprinkles,
  sprinkles,
  themeClass,
  vars,
} from "./theme";
export { UI_TEXT } from "./ui.messages";
export * from "./video";
