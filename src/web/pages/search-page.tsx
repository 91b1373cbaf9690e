import { SearchView } from "../features/search/components/search-view.js";

export default function SearchPage() {
  return <SearchView />;
}
