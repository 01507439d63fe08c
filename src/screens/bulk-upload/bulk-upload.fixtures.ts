/** The Bulk Upload stories' previews and import history, shaped as the server answers them. */
import {
  DUPLICATE_IN_FILE,
  type ImportPreview,
  type LeadImport,
  type ListResult,
  NUMBER_SAVED_OR_LISTED,
  ON_DO_NOT_CONTACT,
} from '../../contract';

/** A sheet made elsewhere: its headers are common variants, and one column no field reads. */
export const RENAMED_HEADERS = [
  'FB Name',
  'Client',
  'Phone Number',
  'Rent Price',
  'Details',
  'Location',
  'URL',
  'Notes',
];

const rowOf = (row: number) => ({
  row,
  cells: [
    `maria.fb${row}`,
    `Maria ${row}`,
    `50755510${String(row).padStart(2, '0')}`,
    '$1,200',
    '2 bedrooms',
    'Calle 50',
    `https://facebook.com/post/${row}`,
    'call after 5',
  ],
});

export const preview: ImportPreview = {
  headers: RENAMED_HEADERS,
  mapping: {
    facebook_name: 0,
    client_name: 1,
    number: 2,
    rent: 3,
    houseApt_details: 4,
    address: 5,
    post_link: 6,
  },
  missing: [],
  rows: Array.from({ length: 10 }, (_, i) => rowOf(i + 2)),
  insert: 40,
  skip: 3,
  reasons: [
    { reason: DUPLICATE_IN_FILE, count: 2, rows: [7, 19] },
    { reason: ON_DO_NOT_CONTACT, count: 1, rows: [12] },
  ],
};

/**
 * The same file previewed by a creator, who may not read the do-not-contact list: the listed number's
 * row reads as a saved number's would (docs/rules/uploads.md#d5.7.1).
 */
export const creatorPreview: ImportPreview = {
  ...preview,
  reasons: [
    { reason: DUPLICATE_IN_FILE, count: 2, rows: [7, 19] },
    { reason: NUMBER_SAVED_OR_LISTED, count: 1, rows: [12] },
  ],
};

/** Headers no one could guess: every required field waits for a column. */
export const unguessable: ImportPreview = {
  ...preview,
  headers: ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'],
  mapping: {},
  missing: ['facebook_name', 'client_name', 'number', 'rent', 'houseApt_details', 'address', 'post_link'],
  insert: 0,
  skip: 43,
  reasons: [
    { reason: 'Facebook Name is required; Client Name is required', count: 43, rows: [2, 3, 4, 5, 6] },
  ],
};

const carla = { _id: 'u-creator', name: 'Carla Creator' };

export const imports: LeadImport[] = [
  {
    _id: 'imp-3',
    uploadedBy: carla,
    uploadedAt: '2026-03-10T15:00:00.000Z',
    fileName: 'march.xlsx',
    source: 'bulk',
    inserted: 40,
    skipped: 3,
    reverted: null,
  },
  {
    _id: 'imp-2',
    uploadedBy: { _id: 'u-root', name: 'Root Admin' },
    uploadedAt: '2026-03-09T14:00:00.000Z',
    fileName: 'pool.csv',
    source: 'for-use',
    inserted: 12,
    skipped: 0,
    reverted: { at: '2026-03-09T16:00:00.000Z', by: carla, removed: 9, kept: 3 },
  },
  {
    _id: 'imp-1',
    uploadedBy: carla,
    uploadedAt: '2026-03-08T13:00:00.000Z',
    fileName: 'repeats.csv',
    source: 'bulk',
    inserted: 0,
    skipped: 5,
    reverted: null,
  },
];

export const importsPage = (result: LeadImport[]): ListResult<LeadImport> => ({
  result,
  countInfo: { total: result.length, totalPage: result.length === 0 ? 0 : 1 },
});
