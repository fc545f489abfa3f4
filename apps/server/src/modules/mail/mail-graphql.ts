import type { IResolvers, MercuriusContext } from 'mercurius';
import { idArg } from '../../graphql/context.ts';
import { gqlBadInput, gqlForbidden, gqlNotFound } from '../../graphql/errors.ts';
import type { GraphqlPart } from '../../graphql/register-graphql.ts';
import { mailService } from './mail-service.ts';

// spec §7 GraphQL: unreademails, emails, markEmailRead, deleteEmails. A mailbox is private to its
// owner (docs/domain.md "Mail"): a coach has their own copy of every mail with a client, so nobody
// else — coach or admin — reads someone's mailbox. Another user's mail is NOT_FOUND, never touched.
export function mailGraphql(): GraphqlPart {
  /** `user_id` when it names the caller's own mailbox. */
  function own(userIdArg: string, { auth }: MercuriusContext) {
    const userId = idArg(userIdArg, 'user_id');
    if (userId !== auth.user.id) throw gqlForbidden();
    return userId;
  }

  const resolvers: IResolvers = {
    Query: {
      async unreademails(_root, args: { user_id: string }, ctx) {
        return mailService(ctx.deps).unreadCount(own(args.user_id, ctx));
      },
      async emails(_root, args: { user_id: string }, ctx) {
        return mailService(ctx.deps).list(own(args.user_id, ctx));
      },
    },
    Mutation: {
      async markEmailRead(_root, args: { id: string }, { auth, deps }) {
        const email = await mailService(deps).markRead(auth.user.id, idArg(args.id, 'id'));
        return email
          ? { success: true, message: 'Email marked as read', data: email }
          : { success: false, message: 'Email not found', data: null };
      },
      async deleteEmails(_root, args: { user_id: string; ids: string[] }, ctx) {
        const userId = own(args.user_id, ctx);
        if (args.ids.length > 500) throw gqlBadInput('At most 500 emails at once.');
        const mail = mailService(ctx.deps);
        if (!(await mail.remove(userId, args.ids.map((id) => idArg(id, 'ids'))))) throw gqlNotFound();
        return mail.list(userId);
      },
    },
  };
  return { resolvers };
}
