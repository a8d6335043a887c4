/** The calls the resilience suites send to their child servers, by their pt-br paths. */
export const LOGIN = "/conta/pt-br/logar/padrao";
export const NETWORKS = "/conta/pt-br/logado/buscar/redes-gestor";
export const FAVOURITE = "/conta/pt-br/logado/gravar/rede/favorita";
export const REPORT = "/conta/pt-br/reportar-erro/reportar";
export const CHANGE_PASSWORD = "/conta/pt-br/logado/alterar/senha";
