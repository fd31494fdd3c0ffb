// `npm run --silent sql:transaction-records`: prints the SQL that installs the database function
// `transaction_records` as src/domain/transactions/store/load.ts defines it now. A migration holds it
// (append-only: a changed definition is a new migration with this output); a test fails when
// the function the migrations install differs from this definition.
import { transactionRecordsFunctionSql } from '../src/domain/transactions/store/load.js';

console.log(transactionRecordsFunctionSql());
