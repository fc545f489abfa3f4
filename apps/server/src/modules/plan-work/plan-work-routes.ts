import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  PlanItemBody, PlanSubjectBody, StepAddBody, StepListBody, StepStatusBody, StepUpdateBody, TaskBody, TaskAddBody, TaskDeadlineBody, TaskEditBody,
  TaskShareBody, TaskStatusBody, TeamAddBody, TeamAssignBody,
} from '@portal/contract';
import { authOf } from '../../http/auth.ts';
import { checkedPost } from '../../http/checked-post.ts';
import { parse } from '../../http/validate.ts';
import type { ModuleContext } from '../../lib/module-context.ts';
import { boardService } from './board-service.ts';
import { commitmentEdits } from './commitment-edits.ts';
import { commitmentService } from './commitment-service.ts';
import { planService } from './plan-service.ts';
import { teamService } from './team-service.ts';

// spec §7 "Assessments and implementation", "Tasks and commitments", the team calls, actionsteps/access,
// tracker/monthly, task/share (docs/api.md "Client work: the implementation plan").
export async function planWorkRoutes(app: FastifyInstance, { deps, signedIn }: ModuleContext) {
  const boards = boardService(deps);
  const plans = planService(deps);
  const tasks = commitmentService(deps);
  const taskEdits = commitmentEdits(deps);
  const team = teamService(deps);

  const post = checkedPost(app, signedIn);

  post('/api/v1/clientportal/implementations/add/', StepAddBody, boards.add);
  post('/api/v1/clientportal/change/action/status', StepStatusBody, boards.move);
  post('/api/v1/impcoaching/steps/', StepListBody, boards.list);
  // The client corrects their own cards (docs/domain.md "Who may change what"; decision 023).
  post('/api/v1/clientportal/implementations/update/', StepUpdateBody, boards.update);
  post('/api/v1/clientportal/implementations/delete/', PlanItemBody, boards.remove);
  post('/api/v1/clientportal/implementations/restore/', PlanItemBody, boards.restore);
  post('/api/v1/actionsteps/access', PlanSubjectBody, plans.access);
  post('/api/v1/tracker/monthly', PlanSubjectBody, plans.monthly);

  post('/api/v1/tasks/client/', PlanSubjectBody, tasks.list);
  post('/api/v1/tasks/status/', TaskStatusBody, tasks.setStatus);
  // spec §5/§7: commitments/update answers status 200.
  post('/api/v1/clientportal/commitments/update', TaskStatusBody, tasks.setStatus);
  post('/api/v1/coachingportal/task/share/', TaskShareBody, tasks.share);
  post('/api/v1/clientportal/commitments/add/', TaskAddBody, taskEdits.add);
  post('/api/v1/clientportal/commitments/edit/', TaskEditBody, taskEdits.edit);
  post('/api/v1/clientportal/commitments/delete/', PlanItemBody, taskEdits.remove);
  post('/api/v1/clientportal/commitments/restore/', PlanItemBody, taskEdits.restore);

  // spec §7: "return a blob, saved under file_name".
  const download = async (req: FastifyRequest, reply: FastifyReply) => {
    const file = await tasks.download(authOf(req).user, parse(TaskBody, req.body));
    return reply.code(200).headers(file.headers).send(file.body);
  };
  app.post('/api/v1/impcoaching/task/download/', signedIn, download);
  app.post('/api/v1/coachingportal/commitment/download/', signedIn, download);

  post('/api/v1/clientportal/team/members/', PlanSubjectBody, team.members);
  post('/api/v1/clientportal/team/add/', TeamAddBody, team.add);
  post('/api/v1/clientportal/team/member/assign/', TeamAssignBody, team.assign);
  post('/api/v1/clientportal/team/task/change/deadline/', TaskDeadlineBody, team.changeDeadline);
  post('/api/v1/clientportal/team/task/get/deadline/', TaskBody, team.getDeadline);
}
