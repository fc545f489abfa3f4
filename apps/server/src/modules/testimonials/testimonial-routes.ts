import type { FastifyInstance } from 'fastify';
import { ReferralBody, TestimonialBody } from '@portal/contract';
import { checkedPost } from '../../http/checked-post.ts';
import type { ModuleContext } from '../../lib/module-context.ts';
import { testimonialService } from './testimonial-service.ts';

// spec §7 "Coach, team, testimonials". The reply's data is the §8 toast text.
export async function testimonialRoutes(app: FastifyInstance, { deps, signedIn }: ModuleContext) {
  const service = testimonialService(deps);
  const post = checkedPost(app, signedIn);
  post('/api/v1/testimonials/addtestimonial', TestimonialBody, service.addTestimonial);
  post('/api/v1/testimonials/addreferral', ReferralBody, service.addReferral);
}
