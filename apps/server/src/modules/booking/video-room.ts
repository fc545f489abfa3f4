import { randomInt } from 'node:crypto';

// Issue 20: a session type may give each booking a video room of its own, needing no outside API: a
// Jitsi Meet address whose name nobody can guess (about 124 bits), so only the two people the
// invitation reaches can find the room.

const JITSI = 'https://meet.jit.si/';
const ALPHABET = 'abcdefghijkmnopqrstuvwxyz23456789';
const NAME_LENGTH = 24;

export function newVideoRoomUrl(): string {
  let name = '';
  for (let i = 0; i < NAME_LENGTH; i++) name += ALPHABET[randomInt(ALPHABET.length)];
  return `${JITSI}Session-${name}`;
}
