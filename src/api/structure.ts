import { request, type Query } from '../httpClient.ts';
import { failureOf } from './failure.ts';
import type {
  DepartmentCreate,
  DepartmentListOut,
  DepartmentOut,
  DepartmentPatch,
  ImportRefusedOut,
  ImportReportOut,
  ManagedPersonListOut,
  OpenFormsOut,
  PersonCreateRequest,
  PersonListOut,
  PersonOut,
  PositionPatch,
} from './types.ts';

/** The body of an apply refused for lines with errors: the report, with the refusal by code. */
function isRefusedReport(value: unknown): value is ImportRefusedOut {
  return typeof value === 'object' && value !== null && 'rows' in value && 'summary' in value && 'codes' in value;
}

/** The org structure's calls under `companies/companies/{id}/structure/` (data provider methods). */
export function structureCalls(companyId: number) {
  const root = `companies/companies/${companyId}/structure/`;
  return {
    getDepartments: () => request<DepartmentListOut>('GET', `${root}departments/`),
    createDepartment: (body: DepartmentCreate) => request<DepartmentOut>('POST', `${root}departments/`, { body }),
    updateDepartment: (id: number, body: DepartmentPatch) =>
      request<DepartmentOut>('PATCH', `${root}departments/${id}/`, { body }),
    deleteDepartment: async (id: number) => {
      await request<null>('DELETE', `${root}departments/${id}/`);
    },
    getPeople: (query: Query) => request<PersonListOut>('GET', `${root}employee_in_positions/`, { query }),
    createPerson: (body: PersonCreateRequest) => request<PersonOut>('POST', `${root}employee_in_positions/`, { body }),
    updatePerson: (id: number, body: PositionPatch) =>
      request<PersonOut>('PATCH', `${root}employee_in_positions/${id}/`, { body }),
    /** A person's unfinished forms, their own and those they assess (admins): what deactivating them leaves. */
    getOpenForms: (id: number) => request<OpenFormsOut>('GET', `${root}employee_in_positions/${id}/open_forms/`),
    /** The people the caller may set agreements for and review (everyone, for an admin). */
    getManagedPeople: (query: Query) =>
      request<ManagedPersonListOut>('GET', `${root}managed_employee_in_positions/`, { query }),
    /**
     * Checks (`dryRun`) or applies a CSV file. An apply refused for lines with errors is a 400 whose body is
     * the whole report (nothing was written): it is returned as such, `applied` false.
     */
    runImport: async (content: string, dryRun: boolean): Promise<ImportReportOut | ImportRefusedOut> => {
      try {
        return await request<ImportReportOut>('POST', `${root}import/`, {
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
  return `/api/companies/companies/${companyId}/structure/import/template/`;
}
