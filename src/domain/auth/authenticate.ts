export interface Credentials {
  email: string;
  secret: string;
}

export type { Viewer } from './viewer.js';
