/**
 * What the sockets hear of the services' events (lib/events.ts): a lead's parties its new message, a picker
 * its lead released elsewhere, the boards that their picture changed (docs/rules/operations.md#d9.2), and an ended or
 * moved account the close of its sessions.
 */
import type { FastifyInstance } from 'fastify';
import { leadReleasedMessage } from '../../../src/contract';
import { adminsOf } from '../services/operations/admin-of';
import type { SocketServer } from './socket';
import { boardsOf, EVERY_BOARD, roomOf, sessionOf, signInOf } from './socket-rooms';

/** How long changes are gathered before the boards they concern are told (a board reads itself again). */
const BOARD_BATCH_MS = 100;

export interface BoardTeller {
  /** The board of `userId`'s group as it is then: looked up after the answer, so no request waits for it. */
  tellBoardOf(userId: string): void;
  /** Drops the batch under way: the server is closing. */
  stop(): void;
}

export function listenToEvents(app: FastifyInstance, io: SocketServer): BoardTeller {
  // Claims and finishes come by the hundred a second, and a board only needs to know that it should
  // read itself again: the users whose work changed are gathered for BOARD_BATCH_MS, their groups
  // looked up in one query and told in one emit, one NOTIFY on PostgreSQL (docs/decisions.md#p92).
  const changedUsers = new Set<string>();
  let batch: NodeJS.Timeout | undefined;
  const tellChangedUsers = () => {
    batch = undefined;
    const userIds = [...changedUsers];
    changedUsers.clear();
    adminsOf(app.db, userIds).then(
      (adminIds) => io.to(boardsOf(adminIds)).emit('boardChanged'),
      (error: unknown) => app.log.warn({ err: error }, 'A board could not be told of a change'),
    );
  };
  const tellBoardOf = (userId: string) => {
    changedUsers.add(userId);
    batch ??= setTimeout(tellChangedUsers, BOARD_BATCH_MS);
  };

  // Groups known already are told at once, in one emit for all the events of one turn: a sweep's
  // releases reach each board once.
  let groups: (string | null)[] | undefined;
  const tellBoards = (adminIds: readonly (string | null)[]) => {
    if (!groups) {
      groups = [];
      queueMicrotask(() => {
        io.to(boardsOf(groups!)).emit('boardChanged');
        groups = undefined;
      });
    }
    groups.push(...adminIds);
  };

  const closeSessions = ({ userId }: { userId: string }) => {
    io.in(sessionOf(userId)).disconnectSockets(true);
  };

  const { events } = app;
  events.on('leadMessaged', ({ partyIds, senderId, thread, bell }) => {
    io.to(partyIds.map(roomOf)).emit('threadMessage', thread);
    const told = partyIds.filter((id) => id !== senderId);
    if (told.length > 0) io.to(told.map(roomOf)).emit('newMessage', bell);
  });
  // Closed on every process; only a new sign-in's token opens an ended account's sockets again.
  events.on('accountEnded', closeSessions);
  // The client opens new ones with a refreshed token, whose handshake reads the new place (docs/rules/people.md#d4.8).
  events.on('accountMoved', closeSessions);
  // An ended session's sockets close on every process; its token cannot open them again (plugins/auth).
  events.on('sessionsEnded', ({ sessionIds }) => {
    io.in(sessionIds.map(signInOf)).disconnectSockets(true);
  });
  events.on('leadReleased', (released) => {
    // The picker's own claim or finish released it: its answer said so.
    if (released.inAnswer) return tellBoardOf(released.pickerId);
    const { pickerId, rentalId, number, reason, afterMinutes, adminId } = released;
    const message = leadReleasedMessage(number, reason, afterMinutes ?? undefined);
    const minutes = afterMinutes ?? undefined;
    io.to(roomOf(pickerId)).emit('leadReleased', { rentalId, number, reason, minutes, message });
    tellBoards([adminId]);
  });
  events.on('leadFinished', ({ pickerId }) => tellBoardOf(pickerId));
  events.on('boardChanged', (change) => {
    if ('userId' in change) tellBoardOf(change.userId);
    else if ('adminIds' in change) tellBoards(change.adminIds);
    // The global settings: each watcher reads its board again (docs/rules/operations.md#d9.1).
    else io.to(EVERY_BOARD).emit('boardChanged');
  });

  return { tellBoardOf, stop: () => clearTimeout(batch) };
}
