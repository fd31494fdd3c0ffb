import { JSONObjectResolver } from 'graphql-scalars';
import { builder } from '../builder.js';

builder.addScalarType('JSONObject', JSONObjectResolver);
