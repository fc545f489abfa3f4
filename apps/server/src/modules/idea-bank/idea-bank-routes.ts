import type { FastifyInstance } from 'fastify';
import { IdeaFavouriteBody, IdeaListQuery, zSlug } from '@portal/contract';
import { z } from 'zod';
import { authOf } from '../../http/auth.ts';
import { checkedPost } from '../../http/checked-post.ts';
import { ok } from '../../http/reply.ts';
import { parse } from '../../http/validate.ts';
import type { ModuleContext } from '../../lib/module-context.ts';
import { ideaBankService } from './idea-bank-service.ts';
import { keptReply } from '../../http/kept-replies.ts';

const SlugParams = z.object({ slug: zSlug });

// spec §2 /idea-bank/* names no calls; these are ours (docs/api.md "Idea bank"), signed in, per tenant.
export async function ideaBankRoutes(app: FastifyInstance, { deps, signedIn }: ModuleContext) {
  const bank = ideaBankService(deps.db);

  app.get('/api/v1/idea-bank/categories', signedIn, async (req, reply) => ok(reply, await bank.categories(authOf(req).user)));

  // The envelope of DESIGN §4 around the list's JSON as the database wrote it (idea-list-json.ts).
  app.get('/api/v1/idea-bank/ideas', { ...signedIn, config: keptReply() }, async (req, reply) => {
    const list = await bank.ideasJson(authOf(req).user, parse(IdeaListQuery, req.query));
    return reply.code(200).type('application/json; charset=utf-8').send(`{"status":200,"data":${list}}`);
  });

  app.get('/api/v1/idea-bank/ideas/:slug', signedIn, async (req, reply) =>
    ok(reply, await bank.idea(authOf(req).user, parse(SlugParams, req.params).slug)));

  checkedPost(app, signedIn)('/api/v1/idea-bank/favourites', IdeaFavouriteBody, bank.favourite);
}
