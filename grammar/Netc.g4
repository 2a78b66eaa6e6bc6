// The netc language. The parser is generated into the build tree at build time
// (antlr4 4.7.2, C++ runtime 4.9); frontend/parse/ is the only code that sees it.
// docs/language.md describes what each form means.
grammar Netc;

program : decl* EOF ;

decl
  : importDecl
  | deviceDecl
  | modelDecl
  | fnDecl
  | datasetDecl
  | trainDecl
  | optimizerDecl
  | bindingDecl
  ;

// import std.nn;   import layers.blocks;
importDecl : IMPORT qualifiedName ';' ;
qualifiedName : ID ('.' ID)* ;

// device gpu = cuda:0 | cpu;   device gpus = cuda:* | cpu;   device pair = [cpu, cpu];
deviceDecl : DEVICE ID '=' deviceCandidate ('|' deviceCandidate)* ';' ;
deviceCandidate : deviceRef | '[' deviceRef (',' deviceRef)* ']' ;
deviceRef  : ID (':' (INT | ID | '*'))? ;

// model MLP(d_in: int, hidden: int) { ... }
modelDecl : MODEL ID '(' paramList? ')' whereClause? '{' modelMember* '}' ;
modelMember
  : PARAM ID ':' type ('=' expr)? ';'      # paramMember
  | STATE ID ':' type ('=' expr)? ';'      # stateTensorMember   // not trained; assigned in fns
  | ID '=' expr ';'                        # layerMember
  | fnDecl                                 # fnMember
  | ifMembers                              # ifMember  // layers for some instances only
  ;
// if stride != 1 { proj = Conv2d(...); } else if wide { ... } else { ... }
ifMembers : IF expr '{' thenMembers+=modelMember* '}' (ELSE (ifMembers | '{' elseMembers+=modelMember* '}'))? ;

// fn relu(x: f32[*S]) -> f32[*S] { return ...; }
// fn step(x: f32[N, in], h: f32[N, hid]) -> (f32[N, hid], f32[N, hid]) { ... }
fnDecl : FN ID '(' paramList? ')' '->' resultTypes whereClause? '{' stmt* '}' ;
// where d % heads == 0, N % seq == 0   facts about sizes (`where` is a name elsewhere:
// the builtin `where(c, a, b)`), checked at each instance and used in the body
whereClause : ID expr (',' expr)* ;
resultTypes : type | '(' type (',' type)+ ')' ;
paramList : param (',' param)* ;
param : ID ':' paramType ('=' expr)? ;
paramType : type | modelType | ID ; // tensor type, model, or `int`, `float`, `bool`, `string`
// inner: model(f32[*S, d]) -> f32[*S, d]   a model argument, typed by its forward
modelType : MODEL ('(' (sigParam (',' sigParam)*)? ')' '->' type)? ;
sigParam : (ID ':')? type ;

stmt
  : LET ID (':' type)? '=' expr ';'        # letStmt
  | LET '(' ID (',' ID)* ')' '=' expr ';'  # letTupleStmt  // let (q, k, v) = split(qkv, 3);
  | RETURN expr ';'                        # returnStmt
  | ID '=' expr ';'                        # assignStmt
  | ifStmt                                 # ifStmtAlt
  | forLoop                                # forStmt
  | LET ID '=' forLoop ';'?                # letForStmt      // let hs = for t in 0..T { ... yield h; }
  | LET '(' ID (',' ID)* ')' '=' forLoop ';'?  # letTupleForStmt
  | YIELD expr ';'                         # yieldStmt       // one step's outputs, stacked along a new axis 0
  ;
// for t in 0..T { let (h, c) = cell(x[:, t], h, c); }: T a size; a name from
// outside that the body binds again is carried to the next step. `in` is not a
// keyword (layers name their sizes `in`): the parser's second ID must say it.
// for t in 0..T { ... }   a loop over a size (an IR loop);  for blk in blocks { ... }   each layer in turn
forLoop : FOR ID inWord=ID lo=expr ('..' hi=expr)? '{' stmt* '}' ;
// if stride != 1 || cin != cout { let s = proj(x); } else { let s = x; }
// chosen when the program is checked, by a model's int and bool arguments.
ifStmt : IF expr '{' stmt* '}' (ELSE (ifStmt | '{' elseStmts+=stmt* '}'))? ;

// optimizer SGD(lr: float, momentum: float = 0.0) {
//   state velocity;                     // one per parameter, like it, zeros
//   update(param, grad) { velocity = momentum * velocity + grad; param = param - lr * velocity; }
// }
optimizerDecl : OPTIMIZER ID '(' paramList? ')' '{' optimizerMember* '}' ;
optimizerMember
  : STATE ID (',' ID)* ';'                             # stateMember
  | UPDATE '(' ID ',' ID ')' '{' stmt* '}'             # updateMember
  ;

// dataset fashion { images: f32[28, 28] = idx("..."); labels: i64[] = idx("..."); }
datasetDecl : DATASET ID '{' datasetField* '}' ;
datasetField : ID ':' type '=' expr ';' ;

// train net on fashion { batch = 64, shuffle; loss = ...; ... }
// train net.head on d { ... }: a layer of an instance alone (the rest frozen)
trainDecl : TRAIN qualifiedName (',' qualifiedName)* ON ID '{' trainItem* '}' ;
// optimizer net.backbone = SGD(lr = 0.01);   that layer's parameters' optimizer (a parameter group)
trainItem : (ID | OPTIMIZER qualifiedName? | tupleNames) '=' expr (',' ID)* (EVERY INT? ID)? ';' ;
// (loss, parts) = net.losses(x);   a function's several results, named
tupleNames : '(' ID (',' ID)+ ')' ;

// net = MLP(784, 256, 10) @ gpu;     x = zeros(f32[2, 3] @ cpu);     (h, c) = cell(x);
bindingDecl : (ID | tupleNames) '=' expr ';' ;

// f32[N, 784] @ gpu
type : ID ('[' (dim (',' dim)*)? ']') ('@' deviceRef)? ;
dim
  : '*' ID                                 # variadicDim
  | dimExpr                                # exprDim
  ;
dimExpr
  : dimExpr op=('*' | '/') dimExpr         # mulDim
  | dimExpr op=('+' | '-') dimExpr         # addDim
  | '(' dimExpr ')'                        # parenDim
  | INT                                    # intDim
  | '-' INT                                # negIntDim
  | ID                                     # nameDim
  ;

expr
  : expr '.' ID                            # fieldExpr
  | expr '(' argList? ')'                  # callExpr
  | expr '[' index (',' index)* ']'        # indexExpr     // x[:, 0, :], x[..., :d], parts[1]
  | '-' expr                               # negExpr
  | '!' expr                               # notExpr
  | expr op=('*' | '/' | '%') expr         # mulExpr
  | expr op=('+' | '-') expr               # addExpr
  | expr op=('<' | '<=' | '>' | '>=') expr # cmpExpr
  | expr op=('==' | '!=') expr             # eqExpr
  | expr '&&' expr                         # andExpr
  | expr '||' expr                         # orExpr
  | expr '@' deviceRef                     # placeExpr
  | '(' expr (',' expr)* ')'               # parenExpr     // (a + b), or a function's results: return (h, c);
  | '[' (expr (',' expr)*)? ']'            # listExpr
  | type                                   # typeExpr
  | INT                                    # intExpr
  | FLOAT                                  # floatExpr
  | STRING                                 # stringExpr
  | (TRUE | FALSE)                         # boolExpr
  | ID ':' (INT | ID)                      # deviceExpr
  | ID                                     # nameExpr
  ;
// One axis of an index: a position, a range `start:stop:step` (each part
// optional), or `...` for every axis not named.
index
  : ELLIPSIS                               # ellipsisIndex
  | lo=expr? ':' hi=expr? (':' step=expr?)? # rangeIndex
  | expr                                   # pointIndex
  ;
argList : arg (',' arg)* ;
arg : (ID '=')? expr ;

IMPORT  : 'import' ;
DEVICE  : 'device' ;
MODEL   : 'model' ;
PARAM   : 'param' ;
FN      : 'fn' ;
LET     : 'let' ;
RETURN  : 'return' ;
DATASET : 'dataset' ;
TRAIN   : 'train' ;
OPTIMIZER : 'optimizer' ;
STATE   : 'state' ;
UPDATE  : 'update' ;
ON      : 'on' ;
EVERY   : 'every' ;
IF      : 'if' ;
ELSE    : 'else' ;
FOR     : 'for' ;
YIELD   : 'yield' ;
TRUE    : 'true' ;
FALSE   : 'false' ;

ELLIPSIS : '...' ;
ID     : [a-zA-Z_] [a-zA-Z_0-9]* ;
FLOAT  : [0-9]+ '.' [0-9]+ ([eE] [+-]? [0-9]+)?
       | [0-9]+ [eE] [+-]? [0-9]+ ;
INT    : [0-9]+ ;
STRING : '"' (~["\\\r\n] | '\\' ~[\r\n])* '"' ;

LINE_COMMENT  : '//' ~[\r\n]* -> skip ;
BLOCK_COMMENT : '/*' .*? '*/' -> skip ;
WS            : [ \t\r\n]+ -> skip ;

// Anything else becomes one token that the parser rejects with a located
// diagnostic (an unterminated string or comment, a stray byte).
UNTERMINATED_STRING  : '"' (~["\\\r\n] | '\\' ~[\r\n])* ;
// (never containing `*/`, so that it cannot outrun a terminated comment)
UNTERMINATED_COMMENT : '/*' ( ~'*' | '*'+ ~[*/] )* '*'* EOF ;
ERROR_CHAR : . ;
