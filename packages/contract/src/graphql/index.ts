// The SDL as a string, so neither side reads files at run time.
import sdl from './schema.graphql?raw';
export const GRAPHQL_SDL: string = sdl;
