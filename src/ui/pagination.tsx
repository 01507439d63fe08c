/** Page controls and the page-size choice (docs/rules/screens.md#d8: 20, 30, 50, 70, 100). */
import { PAGE_SIZES } from '../contract';
import { partsCatalog } from '../locales/parts';
import { Button } from './button';
import { useT } from './use-t';

interface PaginationProps {
  page: number;
  totalPages: number;
  pageSize: number;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
}

export function Pagination({ page, totalPages, pageSize, onPage, onPageSize }: PaginationProps) {
  const last = Math.max(1, totalPages);
  const t = useT(partsCatalog);
  return (
    <nav className="rl-pagination" aria-label={t('parts.pagination')} part="pagination">
      <label className="rl-row">
        <span>{t('parts.rowsPerPage')}</span>
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
        {/* A visible word must be part of the name (WCAG 2.5.3), in both languages: "Anterior" is in "Página anterior". */}
        <Button onClick={() => onPage(page - 1)} disabled={page <= 1} aria-label={t('parts.previousPage')}>
          {t('parts.previous')}
        </Button>
        <span aria-live="polite">{t('parts.pageOf', { page, last })}</span>
        <Button onClick={() => onPage(page + 1)} disabled={page >= last} aria-label={t('parts.nextPage')}>
          {t('parts.next')}
        </Button>
      </div>
    </nav>
  );
}
