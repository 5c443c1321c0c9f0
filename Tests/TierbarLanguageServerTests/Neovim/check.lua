-- Drives `tierbar lsp` from Neovim's built-in LSP client (the 0.7 API: vim.lsp.start_client),
-- headless: opens a config, waits for its diagnostics, asks for completion after `toggle: `,
-- renames a tier id, and writes what it got as JSON.
-- Environment: TIERBAR (the executable), CONFIG (the file to open), OUT (the JSON to write).
local tierbar = os.getenv('TIERBAR')
local config = os.getenv('CONFIG')
local out = os.getenv('OUT')
local result = { diagnostics = {}, completion = {}, renamed = {}, errors = {} }

local function finish()
  vim.fn.writefile({ vim.fn.json_encode(result) }, out)
  vim.cmd('qall!')
end

local function fail(message)
  table.insert(result.errors, message)
  finish()
end

vim.cmd('edit ' .. vim.fn.fnameescape(config))
local buffer = vim.api.nvim_get_current_buf()
local client_id = vim.lsp.start_client({
  name = 'tierbar',
  cmd = { tierbar, 'lsp' },
  root_dir = vim.fn.fnamemodify(config, ':h'),
})
if not client_id then return fail('the client did not start') end
vim.lsp.buf_attach_client(buffer, client_id)

if not vim.wait(20000, function() return #vim.diagnostic.get(buffer) > 0 end, 20) then
  return fail('no diagnostics arrived')
end
for _, diagnostic in ipairs(vim.diagnostic.get(buffer)) do
  local code = diagnostic.code
  if code == nil and diagnostic.user_data and diagnostic.user_data.lsp then
    code = diagnostic.user_data.lsp.code
  end
  table.insert(result.diagnostics, {
    line = diagnostic.lnum, column = diagnostic.col, severity = diagnostic.severity,
    code = code, message = diagnostic.message,
  })
end

-- The position just after the first `text` of the buffer, in UTF-16 units.
local function position_after(text)
  for number, line in ipairs(vim.api.nvim_buf_get_lines(buffer, 0, -1, false)) do
    local start, last = line:find(text, 1, true)
    if start then
      return { line = number - 1, character = vim.str_utfindex(line, last) }
    end
  end
end

local uri = vim.uri_from_bufnr(buffer)
local toggle = position_after('toggle: ')
if not toggle then return fail('no toggle: in the config') end
local responses = vim.lsp.buf_request_sync(buffer, 'textDocument/completion',
  { textDocument = { uri = uri }, position = toggle }, 10000)
for _, response in pairs(responses or {}) do
  if response.err then table.insert(result.errors, vim.inspect(response.err)) end
  local items = response.result and (response.result.items or response.result) or {}
  for _, item in ipairs(items) do table.insert(result.completion, item.label) end
end

local tier = position_after('- id: extra')
if not tier then return fail('no tier extra in the config') end
tier.character = tier.character - 2
responses = vim.lsp.buf_request_sync(buffer, 'textDocument/rename',
  { textDocument = { uri = uri }, position = tier, newName = 'more-tools' }, 10000)
for _, response in pairs(responses or {}) do
  if response.err then table.insert(result.errors, vim.inspect(response.err)) end
  if response.result then vim.lsp.util.apply_workspace_edit(response.result, 'utf-16') end
end
result.renamed = vim.api.nvim_buf_get_lines(buffer, 0, -1, false)

vim.lsp.stop_client(client_id)
vim.wait(5000, function() return vim.lsp.get_client_by_id(client_id) == nil end, 20)
finish()
