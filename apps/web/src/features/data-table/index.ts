export { type BulkOutcome, runForEach } from './bulk';
export { BulkProgress, type BulkProgressState, useBulkProgress } from './bulk-progress';
export { dataTableLoader } from './catalogue';
export { downloadCsv, toCsv } from './csv';
export { DataTable, type DataTableColumn, type DataTableProps } from './data-table';
export {
  fetchAllPages,
  MAX_PAGE_ROWS,
  pageRange,
  type PageRequest,
  type PageResult,
  type TableSort,
  useServerPage,
} from './use-server-page';
