#include "CKiwiBaseline.h"

#include <vector>

#include "kiwi/kiwi.h"

struct ckiwi_solver {
    kiwi::Solver solver;
    std::vector<kiwi::Variable> variables;
    std::vector<kiwi::Constraint> constraints;
    // What each constraint was made of, for the constant change.
    std::vector<std::vector<kiwi::Term>> terms;
};

static kiwi::RelationalOperator relation_of(int relation) {
    return relation < 0 ? kiwi::OP_LE : relation > 0 ? kiwi::OP_GE : kiwi::OP_EQ;
}

ckiwi_solver *ckiwi_new(int variable_count) {
    ckiwi_solver *solver = new ckiwi_solver();
    solver->variables.reserve(variable_count);
    for (int index = 0; index < variable_count; ++index) solver->variables.emplace_back();
    return solver;
}

void ckiwi_free(ckiwi_solver *solver) { delete solver; }

int ckiwi_add(ckiwi_solver *solver, const ckiwi_constraint *constraint) {
    std::vector<kiwi::Term> terms;
    terms.reserve(constraint->term_count);
    for (int index = 0; index < constraint->term_count; ++index)
        terms.emplace_back(solver->variables[constraint->variables[index]], constraint->coefficients[index]);
    kiwi::Constraint made(kiwi::Expression(terms, constraint->constant), relation_of(constraint->relation),
                          constraint->strength);
    try {
        solver->solver.addConstraint(made);
    } catch (const std::exception &) {
        return -1;
    }
    solver->constraints.push_back(made);
    solver->terms.push_back(terms);
    return (int)solver->constraints.size() - 1;
}

int ckiwi_remove(ckiwi_solver *solver, int handle) {
    try {
        solver->solver.removeConstraint(solver->constraints[handle]);
    } catch (const std::exception &) {
        return -1;
    }
    return 0;
}

int ckiwi_set_constant(ckiwi_solver *solver, int handle, double constant) {
    const kiwi::Constraint &old = solver->constraints[handle];
    kiwi::Constraint changed(kiwi::Expression(solver->terms[handle], constant), old.op(), old.strength());
    try {
        solver->solver.removeConstraint(old);
        solver->solver.addConstraint(changed);
    } catch (const std::exception &) {
        return -1;
    }
    solver->constraints[handle] = changed;
    return 0;
}

int ckiwi_add_edit_variable(ckiwi_solver *solver, int variable, double strength) {
    try {
        solver->solver.addEditVariable(solver->variables[variable], strength);
    } catch (const std::exception &) {
        return -1;
    }
    return 0;
}

int ckiwi_suggest_value(ckiwi_solver *solver, int variable, double value) {
    try {
        solver->solver.suggestValue(solver->variables[variable], value);
    } catch (const std::exception &) {
        return -1;
    }
    return 0;
}

void ckiwi_update_variables(ckiwi_solver *solver) { solver->solver.updateVariables(); }

double ckiwi_value(const ckiwi_solver *solver, int variable) { return solver->variables[variable].value(); }
