import { pathOf } from '../../../contract/routes.ts';
import { failureOf } from '../../api/failure.ts';
import type {
  DepartmentCreate,
  DepartmentPatch,
  ImportRefusedOut,
  ImportReportOut,
  PersonCreateRequest,
  PositionPatch,
} from '../../api/types.ts';
import { apiUrl, call, type Query } from '../../httpClient.ts';

/** The body of an apply refused for lines with errors: the report, with the refusal by code. */
function isRefusedReport(value: unknown): value is ImportRefusedOut {
  return typeof value === 'object' && value !== null && 'rows' in value && 'summary' in value && 'codes' in value;
}

/** The org structure's calls (data provider methods): departments, people, the import from a file. */
export function structureCalls(companyId: number) {
  return {
    getDepartments: () => call('departments.list', { params: { companyId } }),
    createDepartment: (body: DepartmentCreate) => call('departments.create', { params: { companyId }, body }),
    updateDepartment: (id: number, body: DepartmentPatch) =>
      call('departments.update', { params: { companyId, id }, body }),
    deleteDepartment: async (id: number) => {
      await call('departments.delete', { params: { companyId, id } });
    },
    getPeople: (query: Query) => call('people.list', { params: { companyId }, query }),
    createPerson: (body: PersonCreateRequest) => call('people.create', { params: { companyId }, body }),
    updatePerson: (id: number, body: PositionPatch) => call('people.update', { params: { companyId, id }, body }),
    /** A person's unfinished forms, their own and those they assess (admins): what deactivating them leaves. */
    getOpenForms: (id: number) => call('people.openForms', { params: { companyId, id } }),
    /** The people the caller may set agreements for and review (everyone, for an admin). */
    getManagedPeople: (query: Query) => call('people.managed', { params: { companyId }, query }),
    /**
     * Checks (`dryRun`) or applies a CSV file. An apply refused for lines with errors is a 400 whose body is
     * the whole report (nothing was written): it is returned as such, `applied` false.
     */
    runImport: async (content: string, dryRun: boolean): Promise<ImportReportOut | ImportRefusedOut> => {
      try {
        return await call('import.run', {
          params: { companyId },
          query: { dry_run: dryRun },
          body: { format: 'csv', content },
        });
      } catch (error) {
        const failure = failureOf(error);
        if (failure?.status === 400 && isRefusedReport(failure.body)) return failure.body;
        throw error;
      }
    },
  };
}

export function importTemplateUrl(companyId: number): string {
  return apiUrl(pathOf('import.template', { companyId }));
}
