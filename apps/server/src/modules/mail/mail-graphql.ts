import type { IResolvers } from 'mercurius';
import { idArg } from '../../graphql/context.ts';
import { gqlBadInput, gqlForbidden } from '../../graphql/errors.ts';
import type { GraphqlPart } from '../../graphql/register-graphql.ts';
import { mayActFor } from '../users/user-policy.ts';
import { mailService } from './mail-service.ts';

// spec §7 GraphQL: unreademails, emails, markEmailRead, deleteEmails. The service checks ownership.
export function mailGraphql(): GraphqlPart {
  const resolvers: IResolvers = {
    Query: {
      async unreademails(_root, args: { user_id: string }, { auth, deps }) {
        const userId = idArg(args.user_id, 'user_id');
        if (!(await mayActFor(deps.db, auth.user, userId))) throw gqlForbidden();
        return mailService(deps.db).unreadCount(userId);
      },
      async emails(_root, args: { user_id: string }, { auth, deps }) {
        const userId = idArg(args.user_id, 'user_id');
        if (!(await mayActFor(deps.db, auth.user, userId))) throw gqlForbidden();
        return mailService(deps.db).list(userId);
      },
    },
    Mutation: {
      async markEmailRead(_root, args: { id: string }, { auth, deps }) {
        const email = await mailService(deps.db).markRead(auth.user.id, idArg(args.id, 'id'));
        return email
          ? { success: true, message: 'Email marked as read', data: email }
          : { success: false, message: 'Email not found', data: null };
      },
      async deleteEmails(_root, args: { user_id: string; ids: string[] }, { auth, deps }) {
        const userId = idArg(args.user_id, 'user_id');
        if (userId !== auth.user.id) throw gqlForbidden();
        if (args.ids.length > 500) throw gqlBadInput('At most 500 emails at once.');
        return mailService(deps.db).remove(userId, args.ids.map((id) => idArg(id, 'ids')));
      },
    },
  };
  return { resolvers };
}
