// Placeholder: the plugin ABI header is defined by the row-plugins issue.
#pragma once
