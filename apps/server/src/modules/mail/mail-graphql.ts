import type { IResolvers, MercuriusContext } from 'mercurius';
import { idArg } from '../../graphql/context.ts';
import { gqlBadInput, gqlForbidden } from '../../graphql/errors.ts';
import type { GraphqlPart } from '../../graphql/register-graphql.ts';
import { mayActFor } from '../users/user-policy.ts';
import { mailService } from './mail-service.ts';

// spec §7 GraphQL: unreademails, emails, markEmailRead, deleteEmails. The service checks ownership.
export function mailGraphql(): GraphqlPart {
  /** The mailbox of `user_id`, when the caller may read it (themselves, their coach, a tenant admin). */
  async function readable(userIdArg: string, { auth, deps }: MercuriusContext) {
    const userId = idArg(userIdArg, 'user_id');
    if (!(await mayActFor(deps.db, auth.user, userId))) throw gqlForbidden();
    return userId;
  }

  const resolvers: IResolvers = {
    Query: {
      async unreademails(_root, args: { user_id: string }, ctx) {
        return mailService(ctx.deps.db, ctx.deps.now).unreadCount(await readable(args.user_id, ctx));
      },
      async emails(_root, args: { user_id: string }, ctx) {
        return mailService(ctx.deps.db, ctx.deps.now).list(await readable(args.user_id, ctx));
      },
    },
    Mutation: {
      async markEmailRead(_root, args: { id: string }, { auth, deps }) {
        const email = await mailService(deps.db, deps.now).markRead(auth.user.id, idArg(args.id, 'id'));
        return email
          ? { success: true, message: 'Email marked as read', data: email }
          : { success: false, message: 'Email not found', data: null };
      },
      async deleteEmails(_root, args: { user_id: string; ids: string[] }, { auth, deps }) {
        const userId = idArg(args.user_id, 'user_id');
        if (userId !== auth.user.id) throw gqlForbidden();
        if (args.ids.length > 500) throw gqlBadInput('At most 500 emails at once.');
        return mailService(deps.db, deps.now).remove(userId, args.ids.map((id) => idArg(id, 'ids')));
      },
    },
  };
  return { resolvers };
}
