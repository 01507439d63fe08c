/** Route inputs the contract leaves to the server: path ids and the creator's count range. */
import { object, pick } from 'superstruct';
import { ListQuery, requiredText } from '../../../../src/contract';

export const IdParams = object({ id: requiredText('Id', 64) });
export const EmailParams = object({ email: requiredText('Email', 254) });
export const DayRangeQuery = pick(ListQuery, ['startDate', 'endDate']);

export const PICKER = ['data-picker'] as const;
export const CREATOR = ['data-creator'] as const;
export const SUPER_ADMIN = ['super-admin'] as const;
