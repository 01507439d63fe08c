/** Boards for the ops-board stories, read at the stories' clock start (10:00 AM in Panama). */
import { type Board, type BoardPicker, NO_OUTCOMES } from '../../contract';

export const BOARD_AT = '2026-03-02T15:00:00.000Z';

const pablo = { team_leader_id: 'u-tlp', team_leader_name: 'Pablo Leader' };
const tomas = { team_leader_id: 'tl-2', team_leader_name: 'Tomás Rivera' };

const picker = (row: Partial<BoardPicker> & Pick<BoardPicker, '_id' | 'name' | 'state'>): BoardPicker => ({
  email: `${row.name.split(' ')[0]?.toLowerCase()}@rental-leads.test`,
  ...pablo,
  holding: null,
  lastFinishAt: null,
  online: true,
  picksToday: 0,
  limit: 100,
  validToday: 0,
  invalidToday: 0,
  outcomesToday: NO_OUTCOMES,
  skipsToday: 0,
  lastSkip: null,
  dealsToday: 0,
  ...row,
});

/** Holding for 2 min 15 s at the board's time. */
export const holdingPete = picker({
  _id: 'pk-1',
  name: 'Pete Picker',
  state: 'holding',
  holding: { rentalId: 'r-1', number: '+15075551234', since: '2026-03-02T14:57:45.000Z' },
  lastFinishAt: '2026-03-02T14:55:00.000Z',
  picksToday: 12,
  validToday: 5,
  invalidToday: 3,
  outcomesToday: { ...NO_OUTCOMES, 'no-answer': 3, callback: 1 },
  skipsToday: 2,
  // 9:50 AM in Panama.
  lastSkip: { reason: 'language', note: null, at: '2026-03-02T14:50:00.000Z' },
  dealsToday: 1,
});

export const busyPickers: BoardPicker[] = [
  holdingPete,
  picker({
    _id: 'pk-2',
    name: 'Ana Limit',
    state: 'limit',
    picksToday: 100,
    validToday: 70,
    invalidToday: 20,
    outcomesToday: { 'no-answer': 4, callback: 2, 'not-interested': 2, 'do-not-contact': 1, unreachable: 1 },
    skipsToday: 1,
    lastSkip: { reason: 'other', note: 'Asked for a realtor', at: '2026-03-02T14:20:00.000Z' },
    dealsToday: 4,
    lastFinishAt: '2026-03-02T14:40:00.000Z',
    ...tomas,
  }),
  picker({
    _id: 'pk-3',
    name: 'Ivan Idle',
    state: 'idle',
    picksToday: 30,
    limit: 50,
    validToday: 25,
    invalidToday: 5,
    // 9:41 AM in Panama.
    lastFinishAt: '2026-03-02T14:41:00.000Z',
  }),
  picker({ _id: 'pk-4', name: 'Olga Offline', state: 'offline', online: false, ...tomas }),
  picker({
    _id: 'pk-5',
    name: 'Lena Loose',
    state: 'idle',
    team_leader_id: null,
    team_leader_name: null,
  }),
];

export const board = (
  pickers: BoardPicker[] = busyPickers,
  header: Partial<Board['header']> = {},
): Board => ({
  header: {
    poolLeft: 4210,
    poolAges: { underOneDay: 1200, oneToTwoDays: 900, twoToSevenDays: 1610, overSevenDays: 500 },
    heldNow: pickers.filter((p) => p.holding).length,
    finishedToday: pickers.reduce((sum, p) => sum + p.picksToday, 0),
    hold: { on: false, until: null },
    adminCap: { used: 143, limit: 500 },
    ...header,
  },
  pickers,
  at: BOARD_AT,
});

/** The hold window runs until 10:30 AM in Panama. */
export const holdOn = { hold: { on: true, until: '2026-03-02T15:30:00.000Z' } };
