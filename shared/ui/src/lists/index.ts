// @farm/ui/lists: what the My Account lists, the movements grid and the samples share (spec 3 §2, §4, §5, §9): the
// date range boxes with their shortcuts, the cell formats, sort headers, page sizes, CSV export, the document links
// that open the PDF viewer, and the quality-claim preview of a contract's or a parcel's samples. Its own import-map
// module, loaded with the first widget that shows a list, so @farm/ui (loaded at start-up) does not carry it; it
// takes @farm/ui's components by name.
export { DateField } from './date-field';
export { DateRangeFields } from './date-range-fields';
export { dateRangeInputProblem, sameDateRange, type DateRange } from './date-range';
export { LimitedInput } from './limited-input';
export { QuickSearch } from './quick-search';
export { addDays, dayToDate, isoDay } from './iso-day';
export { day, money, mt, period, pricePer, pricePerTonne, units } from './cell-format';
export { catalogueText, problemText } from './problem-text';
export { CsvButton } from './csv-button';
export { PageSizeMenu } from './page-size-menu';
export { SortSelect, type SortChoice } from './sort-select';
export { ariaSort, SortHeader, type ListSort } from './sort-header';
export { ListToolbar } from './list-toolbar';
export { CardList, GridFooter, LoadMoreFooter } from './list-layout';
export { RowDetail } from './row-detail';
export { useDocumentActions } from './document-actions-context';
export { DocumentActionsProvider } from './document-actions-provider';
export { ContractLink, DocumentLink } from './reference-links';
export { ClaimPreview } from './claims/claim-preview';
export { CollapsibleFilters, FilterActions, filterPanelStyles, FilterSelect } from './filter-panel';
export { useFilterDraft } from './use-filter-draft';
