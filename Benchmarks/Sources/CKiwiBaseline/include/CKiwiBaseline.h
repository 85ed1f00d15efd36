// The C++ reference the Cassowary solver is measured against: kiwi, the solver of kiwisolver on PyPI
// (kiwisolver 1.5.1's header-only C++ in ../kiwi, unchanged; licence and attribution next to it). A tiny C
// API over kiwi::Solver, so that the benchmark drives both solvers with the same generated systems
// (docs/performance.md, "The Cassowary solver").
#ifndef CKIWI_BASELINE_H
#define CKIWI_BASELINE_H

#ifdef __cplusplus
extern "C" {
#endif

/// One constraint: `Σ coefficients[i] × variables[i] + constant relation 0` at `strength`;
/// relation -1 is <=, 0 is ==, 1 is >=.
typedef struct {
    int term_count;
    const int *variables;
    const double *coefficients;
    double constant;
    int relation;
    double strength;
} ckiwi_constraint;

typedef struct ckiwi_solver ckiwi_solver;

/// A solver with `variable_count` variables, numbered from 0.
ckiwi_solver *ckiwi_new(int variable_count);
void ckiwi_free(ckiwi_solver *solver);
/// Adds the constraint; returns its handle (>= 0), or -1 when kiwi refuses it.
int ckiwi_add(ckiwi_solver *solver, const ckiwi_constraint *constraint);
/// Removes the constraint `handle`; returns 0, or -1 when kiwi refuses.
int ckiwi_remove(ckiwi_solver *solver, int handle);
/// kiwi has no constant change: removes the constraint `handle` and adds it again with `constant`, as a
/// kiwi user must. Returns 0, or -1 when kiwi refuses.
int ckiwi_set_constant(ckiwi_solver *solver, int handle, double constant);
int ckiwi_add_edit_variable(ckiwi_solver *solver, int variable, double strength);
int ckiwi_suggest_value(ckiwi_solver *solver, int variable, double value);
/// kiwi's updateVariables: every variable's value from the tableau.
void ckiwi_update_variables(ckiwi_solver *solver);
double ckiwi_value(const ckiwi_solver *solver, int variable);

#ifdef __cplusplus
}
#endif

#endif
