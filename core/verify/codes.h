// Diagnostic codes of every verifier, in one place.
//
// Where PyPTO defines a code (reference/neighbour-passes.md section 11,
// reference/lower-pipeline-loops.md section 7, and PyPTO's
// verification_error.h), the same number is used so a pipecheck finding can
// be matched with PyPTO's. Codes marked "pipecheck" are our own: PyPTO either
// has no code for that check or checks it under another property.
#pragma once

namespace pipecheck::verify {

// SSAForm (PyPTO's SSA verifier, rule "SSAVerify").
enum class SSACode : int {
  MultipleAssignment = 1, // a Var defined more than once (see SSAForm.cpp for what counts)
  NameShadowing = 2,      // in PyPTO's enum but never reported; not reported here either
  MissingYield = 3,       // loop with iter_args / if with return_vars lacks a trailing yield
  IterArgsReturnVarsMismatch = 4, // |iter_args| != |return_vars|
  YieldCountMismatch = 5,         // |yield values| != |iter_args| or |return_vars|
  ScopeViolation = 6,             // a Var used where it is not visible
  MisplacedYield = 7,             // a YieldStmt not in trailing position
};

// PipelineLoopValid (PyPTO's codes).
enum class PipelineLoopValidCode : int {
  PipelineWithoutStages = 0, // kind == Pipeline but no "pipeline_stages" attr
  StagesOnNonPipeline = 1,   // "pipeline_stages" attr on a loop whose kind is not Pipeline
};

// NormalizedStmtStructure (pipecheck: PyPTO reports these under the rule name
// without distinct documented codes).
enum class NormalizedCode : int {
  SingleChildSeq = 0, // a SeqStmts with exactly one child
  NestedSeq = 1,      // a SeqStmts directly inside another SeqStmts
  YieldNotLast = 2,   // a YieldStmt that is not the last statement of its SeqStmts
};

// PipelineResolved.
enum class PipelineResolvedCode : int {
  PipelineLoopSurvives = 0, // PyPTO's code: a ForStmt with kind == Pipeline
  StagesAttrSurvives = 1,   // pipecheck: "pipeline_stages" left on a (demoted) loop
};

// UseAfterDef (PyPTO's code).
enum class UseAfterDefCode : int {
  UseBeforeDef = 401,
};

// TypeCheck: 101-108 are PyPTO's; 150+ are pipecheck's.
enum class TypeCheckCode : int {
  TypeKindMismatch = 101,
  DtypeMismatch = 102,
  ShapeDimensionMismatch = 103,
  ShapeValueMismatch = 104,
  SizeMismatch = 105, // yield / iter_args / return_vars counts
  IfConditionMustBeScalar = 106,
  ForRangeMustBeScalar = 107,
  ConditionMustBeBool = 108,
  CallTypeMismatch = 150, // pipecheck: stored Call type != type re-inferred by the op registry
  CallInvalid = 151,      // pipecheck: the op registry rejects the call (arity, kwargs, operands)
  AssignTypeMismatch =
      152, // pipecheck: AssignStmt var type != value type (PyPTO: AssignTypeSymmetry)
  ForRangeMustBeInt = 153, // pipecheck: a loop bound is a scalar of a non-integer dtype
};

// HasMemRefs (pipecheck: PyPTO's verifier has no documented code).
enum class HasMemRefsCode : int {
  MissingMemRef = 0, // an AssignStmt-bound tile (not buffer-less by design) without a MemRef
};

} // namespace pipecheck::verify
