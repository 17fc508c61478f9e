import type { FixtureForm } from './shape.ts';

/** Two forms written in English: a frontend engineer and a support team lead. */
export const formsEn: FixtureForm[] = [
  {
    key: 'frontend-en',
    lang: 'en',
    type: 'SMPL',
    position: 'Frontend engineer',
    values: [
      {
        name: 'Ownership',
        self_grade: 4,
        self_comment:
          'I led the migration of the checkout to React 19 and shipped it in March without downtime. I also took over the flaky test suite nobody wanted to touch.',
        manager_grade: 5,
        manager_comment:
          'Owns problems end to end. The checkout migration was planned carefully and delivered on time. I would rate him 5 out of 5 here.',
      },
      {
        name: 'Collaboration',
        self_grade: 3,
        self_comment: 'Worked on various things with the design team.',
        manager_grade: 3,
        manager_comment:
          'Works well with design, but code reviews for other teams sometimes wait for days. He should set aside time for reviews every morning.',
      },
    ],
    results: [
      'Reduced the checkout bundle from 480 KB to 210 KB, cutting time to interactive on mobile by 1.3 seconds.',
      'Migrated the checkout to React 19 in March with zero downtime.',
      'Helped with the design system and some accessibility fixes.',
    ],
    agreements: [
      {
        title: 'Accessibility audit',
        status: 'in_progress',
        due_date: '2025-09-30',
        self_grade: 3,
        self_comment: 'Fixed 40 of 65 issues from the audit.',
        manager_grade: 2,
        manager_comment: 'Progress is slower than agreed. He needs to plan the remaining fixes into the sprints.',
      },
    ],
    hipo: [],
    manager_feedback: {
      strengths:
        'Strong technical judgement and a clear eye for performance. Reliable under pressure: the checkout release went smoothly.',
      growth_areas:
        'Reviews for other teams are often delayed. He could improve how he shares plans and risks with the wider group.',
      recommendation: 'Run a short performance workshop for the other frontend teams.',
    },
    overall_grade: 4,
    final_comment: 'A solid year with a visible impact on checkout speed.',
    participant_feedback: {
      agreement: 'AGREE',
      comment: 'Agreed on reviews, I will block time for them.',
      feedback_to_manager: 'More notice before priorities change would help.',
    },
  },
  {
    key: 'support-lead-en',
    lang: 'en',
    type: 'SMPL',
    position: 'Support team lead',
    values: [
      {
        name: 'Customer focus',
        self_grade: 5,
        self_comment:
          'Our team kept first response time under 10 minutes all year. I introduced a weekly review of low CSAT tickets.',
        manager_grade: 4,
        manager_comment:
          'The weekly CSAT review changed how the team talks about quality. Customers notice the difference.',
      },
      {
        name: 'Leadership',
        self_grade: 4,
        self_comment: 'Hired and onboarded 3 new agents.',
        manager_grade: 3,
        manager_comment:
          'New agents were onboarded well, but the team depends on her for every difficult ticket. She needs to delegate escalations to senior agents.',
      },
    ],
    results: [
      'Raised CSAT from 86% to 92% over the year.',
      'Built a knowledge base of 120 articles, which cut repeat tickets by 18%.',
      'Onboarded 3 new agents, all of them handling tickets on their own within 4 weeks.',
    ],
    agreements: [
      {
        title: 'Escalation playbook',
        status: 'done',
        due_date: '2025-04-30',
        self_grade: 4,
        self_comment: 'The playbook is published and used by both shifts.',
        manager_grade: 4,
        manager_comment: 'Clear and practical; escalations to engineering dropped noticeably.',
      },
    ],
    hipo: [],
    manager_feedback: {
      strengths: 'Keeps the team calm and focused on quality. Excellent at coaching agents on tone.',
      growth_areas:
        'Delegation: she should let senior agents own escalations. Planning for peak season needs to start earlier.',
      recommendation: 'Name two senior agents as escalation owners and review their cases monthly.',
    },
    overall_grade: 4,
    final_comment: 'A strong year for support quality.',
    participant_feedback: null,
  },
];
