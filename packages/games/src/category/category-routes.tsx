import { CATEGORY_PAGES } from '../rules/category-rules';
import { CategoryPageView } from './category-page';

/** One component per category route (react-router's lazy `Component` takes no props). */
export const CATEGORY_COMPONENTS: Readonly<Record<string, () => React.JSX.Element>> =
  Object.fromEntries(
    CATEGORY_PAGES.map((page) => [page.id, () => <CategoryPageView id={page.id} />]),
  );
