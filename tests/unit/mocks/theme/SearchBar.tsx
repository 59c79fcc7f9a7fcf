export default function SearchBar() {
  return <input aria-label="Search" type="search" />;
}
