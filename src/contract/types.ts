/** Shapes that cross the wire (decisions D3): the envelope, the signed-in user, staff rows. */
import type { AssignFor, Role } from './enums';

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
}

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
