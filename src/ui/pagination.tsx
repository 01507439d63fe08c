/** Page controls and the page-size choice (docs/rules/screens.md#d8: 20, 30, 50, 70, 100). */
import { PAGE_SIZES } from '../contract';
import { Button } from './button';

interface PaginationProps {
  page: number;
  totalPages: number;
  pageSize: number;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
}

export function Pagination({ page, totalPages, pageSize, onPage, onPageSize }: PaginationProps) {
  const last = Math.max(1, totalPages);
  return (
    <nav className="rl-pagination" aria-label="Pagination" part="pagination">
      <label className="rl-row">
        <span>Rows per page</span>
        <select
          className="rl-input rl-select"
          style={{ width: 'auto' }}
          value={pageSize}
          onChange={(e) => onPageSize(Number(e.target.value))}
        >
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </label>
      <div className="rl-pagination__pages">
        {/* A visible word must be part of the name (WCAG 2.5.3): "Prev" is not in "Previous page". */}
        <Button onClick={() => onPage(page - 1)} disabled={page <= 1} aria-label="Previous page">
          ‹ Previous
        </Button>
        <span aria-live="polite">
          Page {page} of {last}
        </span>
        <Button onClick={() => onPage(page + 1)} disabled={page >= last} aria-label="Next page">
          Next ›
        </Button>
      </div>
    </nav>
  );
}
