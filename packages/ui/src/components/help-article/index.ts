export { HelpArticle, type HelpArticleProps } from "./help-article";
