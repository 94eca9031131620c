export { ArticleListItem, type ArticleListItemProps } from "./article-list-item";
