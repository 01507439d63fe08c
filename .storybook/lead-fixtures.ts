/** Leads, counts and messages for the lead stories. */
import {
  type CreatorCounts,
  type CreatorMessage,
  type LeadThread,
  type PickerCounts,
  type Rental,
  sampleLead,
} from '../src/contract';

// A field not named here gets its kind's sample.
export const rental: Rental = {
  ...sampleLead(),
  _id: 'r-1',
  facebook_name: 'Maria Gomez',
  client_name: 'Maria',
  client_email: null,
  language: 'en',
  number: '5075551234',
  rent: '$1,200',
  houseApt_details: '2 bed, 1 bath apartment',
  address: '12 Calle 50, Panama City',
  post_link: 'https://facebook.com/groups/rentals/posts/1',
  ss_link: 'https://images.example.com/shot-1.png',
  number_status: null,
  call_outcome: null,
  attempts: 1,
  due_at: null,
  creatorId: 'u-cr',
  fetcherId: 'u-pk',
  isFetched: true,
  isFinished: false,
  createdAt: '2026-03-02T13:00:00.000Z',
  updatedAt: '2026-03-02T14:30:00.000Z',
  finishedDate: null,
  sourceKey: null,
  creator: {
    name: 'Cora Creator',
    email: 'cora@rental-leads.test',
    team_leader_name: 'Clara Leader',
    admin_name: 'Adam Admin',
  },
  fetcher: {
    name: 'Pete Picker',
    email: 'pete@rental-leads.test',
    team_leader_name: 'Pablo Leader',
    admin_name: 'Adam Admin',
  },
};

export const creatorCounts: CreatorCounts = {
  todayCount: 12,
  todayValidCount: 9,
  todayInvalidCount: 3,
  rangeCount: 40,
  rangeInvalidCount: 6,
};

export const pickerCounts: PickerCounts = {
  todayCount: 7,
  todayValidCount: 5,
  todayInvalidCount: 2,
  totalCount: 310,
  limit: 100,
};

export const messages: CreatorMessage[] = [
  {
    _id: 'm-2',
    message: 'The number on this lead rings a business line.',
    createdAt: '2026-03-02T16:05:00.000Z',
    read: false,
    picker: { _id: 'u-pk', name: 'Pete Picker' },
    sender: { _id: 'u-pk', name: 'Pete Picker' },
    rental: { _id: 'r-1', number: '5075551234', client_name: 'Maria' },
  },
  {
    _id: 'm-1',
    message: 'Great lead, thanks!',
    createdAt: '2026-03-01T20:15:00.000Z',
    read: true,
    picker: { _id: 'u-pk2', name: 'Priya Shah' },
    sender: { _id: 'u-pk2', name: 'Priya Shah' },
    rental: null,
  },
];

/** The conversation on lead r-1 (docs/rules/messages.md#d5.20): Pete asked, Cora answered. */
export const thread: LeadThread = {
  rental: { _id: 'r-1', number: '5075551234', client_name: 'Maria' },
  creator: { _id: 'u-cr', name: 'Cora Creator' },
  picker: { _id: 'u-pk', name: 'Pete Picker' },
  messages: [
    {
      _id: 'm-2',
      message: 'The number on this lead rings a business line.',
      createdAt: '2026-03-02T16:05:00.000Z',
      sender: { _id: 'u-pk', name: 'Pete Picker', role: 'data-picker' },
    },
    {
      _id: 'm-5',
      message: 'Try the second number in the post.',
      createdAt: '2026-03-02T16:20:00.000Z',
      sender: { _id: 'u-cr', name: 'Cora Creator', role: 'data-creator' },
    },
  ],
};
