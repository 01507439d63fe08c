/** Shapes that cross the wire (decisions D3): the envelope, the signed-in user, staff rows. */
import type { AssignFor, ClosedStatus, NumberStatus, Role } from './enums';

export interface Envelope<T> {
  success: boolean;
  message: string;
  data: T;
}

export interface ErrorBody {
  success: false;
  message: string;
  errors?: { path: string; message: string }[];
  retryAfter?: number;
  /** Why a fetch was refused (429 for limits, hold and delay; 404 for an empty pool), so the widget can say what it is. */
  code?: FetchRefusal;
}

export type FetchRefusal = 'daily-limit' | 'admin-limit' | 'hold' | 'delay' | 'pool-empty';

export interface AuthUser {
  _id: string;
  name: string;
  email: string;
  role: Role;
  assignFor?: AssignFor | null;
  canBulkUpload?: boolean;
}

export interface LoginResult {
  accessToken: string;
  user: AuthUser;
}

export interface StaffUser {
  _id: string;
  name: string;
  email: string;
  contact: string;
  role: Role;
  admin_email?: string | null;
  admin_name?: string | null;
  admin_contact?: string | null;
  team_leader_email?: string | null;
  team_leader_name?: string | null;
  team_leader_contact?: string | null;
  assignFor?: AssignFor | null;
  todayPicked?: number;
  limit?: number;
  canBulkUpload?: boolean;
  numberStatusSummary?: { valid: number; invalid: number };
  createdAt?: string;
}

export interface Profile extends StaffUser {
  admin?: { name: string; email: string; contact: string } | null;
  teamLeader?: { name: string; email: string; contact: string; assignFor: AssignFor } | null;
}

/** An admin or team leader offered in a create form's select. */
export interface PersonOption {
  _id: string;
  name: string;
  email: string;
  contact: string;
  assignFor?: AssignFor | null;
}

/** The signed-in team leader with its admin (GET /teamLeader/getSingleTeamLeader). */
export interface TeamLeaderSelf extends PersonOption {
  assignFor: AssignFor;
  admin_email: string;
  admin_name: string;
  admin_contact: string;
}

/** GET /dataCreator/getCountDataCreator: today and the chosen range, Panama days. */
export interface CreatorCounts {
  todayCount: number;
  todayValidCount: number;
  todayInvalidCount: number;
  rangeCount: number;
  rangeInvalidCount: number;
}

/** GET /dataPicker/getCountDataPicker. */
export interface PickerCounts {
  todayCount: number;
  todayValidCount: number;
  todayInvalidCount: number;
  totalCount: number;
  limit: number;
}

/** GET /closedRental/getClosedRentalCount-picker. */
export type ClosedRentalCounts = Record<'in-process' | 'done' | 'failed', number>;

/** Who made or picked a lead, as lead rows show them (spec section 3). */
export interface LeadPerson {
  name: string;
  email: string;
  team_leader_name: string | null;
  admin_name: string | null;
}

/** A lead on the wire (spec section 3 "Rental"). */
export interface Rental {
  _id: string;
  facebook_name: string;
  client_name: string;
  client_email: string | null;
  number: string;
  rent: string;
  houseApt_details: string;
  address: string;
  post_link: string;
  ss_link: string | null;
  number_status: NumberStatus | null;
  creatorId: string | null;
  fetcherId: string | null;
  isFetched: boolean;
  isFinished: boolean;
  createdAt: string;
  updatedAt: string;
  finishedDate: string | null;
  creator: LeadPerson | null;
  fetcher: LeadPerson | null;
}

/** GET /rental/get-single-rental: the held lead and what the Collect widget needs to pace itself. */
export interface FetchRentalResult {
  rental: Rental;
  delayTime: number;
  isDelayEnabled: boolean;
  todayPicked: number;
  limit: number;
}

/** PATCH /rental/complete-task: the finished lead and the seconds before the next fetch. */
export interface CompleteTaskResult {
  rental: Rental;
  waitSeconds: number;
}

/** One message from a picker to a lead's creator; also the socket's `newMessage` payload. */
export interface CreatorMessage {
  _id: string;
  message: string;
  createdAt: string;
  read: boolean;
  picker: { _id: string; name: string };
  rental: { _id: string; number: string; client_name: string } | null;
}

/** GET /dataCreator/getDataCreatorIdMessage/{email} (spec: "Creator message record"). */
export interface CreatorMessages {
  _id: string;
  messages: CreatorMessage[];
  unread: number;
}

/**
 * A deal (docs/decisions.md P17, P61). `closing_image` is the image's URL under the API
 * ('/api/v1/closedRental/image/{id}', absolute on PUBLIC_URL when the server has one), read with the token.
 */
export interface ClosedRental {
  _id: string;
  rentalId: string;
  createdAt: string;
  updatedAt: string;
  number: string;
  rent: string;
  houseApt_details: string;
  address: string;
  client_name: string;
  client_email: string;
  status: ClosedStatus;
  payment_method: string;
  closing_image: string;
  fetcher: { _id: string; name: string; team_leader_name: string | null; admin_name: string | null };
  creator: { _id: string; name: string } | null;
  history: { status: ClosedStatus; changedAt: string; changedBy: { _id: string; name: string } }[];
}
