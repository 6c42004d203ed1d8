export interface PublicAdmin {
  id: number;
  username: string;
  email: string;
}

/** The only administrator fields an answer may carry (never the hash or token version). */
export function publicAdmin(admin: PublicAdmin): PublicAdmin {
  return { id: admin.id, username: admin.username, email: admin.email };
}
